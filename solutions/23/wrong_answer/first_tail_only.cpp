// The two-list merge links the rest of the first list when the loop ends,
// but forgets that the second one may be the list still holding nodes.
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
        tail->next = a;  // <- the bug: b's remaining nodes are dropped
        return before.next;
    }

public:
    ListNode* mergeKLists(vector<ListNode*>& lists) {
        ListNode* result = nullptr;
        for (ListNode* list : lists) result = result ? merge(result, list) : list;
        return result;
    }
};
