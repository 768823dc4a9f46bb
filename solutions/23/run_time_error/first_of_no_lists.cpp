// Starts from lists[0] and merges the others into it one by one: right for
// k >= 1, but with no lists at all lists[0] reads through a null pointer.
class Solution {
    static ListNode* merge(ListNode* a, ListNode* b) {
        ListNode before;
        ListNode* tail = &before;
        while (a && b) {
            ListNode*& smaller = b->val < a->val ? b : a;
            tail->next = smaller;
            tail = smaller;
            smaller = smaller->next;
        }
        tail->next = a ? a : b;
        return before.next;
    }

public:
    ListNode* mergeKLists(vector<ListNode*>& lists) {
        ListNode* result = lists[0];  // <- the bug: k may be 0
        for (size_t i = 1; i < lists.size(); ++i) result = merge(result, lists[i]);
        return result;
    }
};
