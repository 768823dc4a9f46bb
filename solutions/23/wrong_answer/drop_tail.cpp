// Merges in pairs, but the two-list merge stops when either list runs out and
// never links what is left of the other one: every tail is lost.
class Solution {
    static ListNode* merge(ListNode* a, ListNode* b) {
        ListNode before;
        ListNode* tail = &before;
        while (a && b) {
            if (a->val <= b->val) {
                tail->next = a;
                a = a->next;
            } else {
                tail->next = b;
                b = b->next;
            }
            tail = tail->next;
        }
        tail->next = nullptr;  // <- the bug: tail->next = a ? a : b
        return before.next;
    }

public:
    ListNode* mergeKLists(vector<ListNode*>& lists) {
        ListNode* result = nullptr;
        for (size_t i = 0; i < lists.size(); ++i) result = i == 0 ? lists[0] : merge(result, lists[i]);
        return result;
    }
};
